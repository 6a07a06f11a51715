import pino, { type Logger } from "pino";

export type { Logger };

export function createLogger(level: string, pretty: boolean): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "password", "*.password"], censor: "[redacted]" },
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : {}),
  });
}
