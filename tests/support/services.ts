import pino from "pino";
import { RouterContextProvider } from "react-router";
import { type AppServices, requestContext, servicesContext } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { parseEnv } from "~/server/env.server";

export function makeServices(database: Database, env: Record<string, string> = {}): AppServices {
  return {
    database,
    env: parseEnv({ NODE_ENV: "test", ...env }),
    log: pino({ level: "silent" }),
    ipSalt: "test-salt",
    startedAt: new Date(),
  };
}

export function makeContext(services: AppServices, clientIp = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { clientIp, nonce: "" });
  return context;
}

/** The arguments React Router passes a loader or action, for calling one directly. */
export function routeArgs<P extends Record<string, string>>(
  request: Request,
  context: RouterContextProvider,
  pattern = "/",
  params: P = {} as P,
) {
  return { request, context, params, url: new URL(request.url), pattern, unstable_pattern: pattern };
}

export function formRequest(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}
