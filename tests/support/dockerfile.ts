// Reads the repository's Dockerfile the way the suite needs it: its stages, each stage's
// instructions, and the JSON (exec) form of CMD and HEALTHCHECK. Docker does not run on the
// test machines, so the tests run these steps themselves (tests/resilience/release.test.ts) and
// check them against `npm start` (tests/unit/deploy-files.test.ts). Plain relative imports only.
import { readFileSync } from "node:fs";

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
}

export interface Stage {
  image: string;
  name: string | null;
  instructions: Instruction[];
}

export function readDockerfile(file = "Dockerfile"): Stage[] {
  const logical = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = "", args = ""] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === "FROM") {
      const [, image = "", name = null] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ image, name, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${file}: ${upper} before the first FROM`);
      stage.instructions.push({ keyword: upper, args: args.replace(/\s+/g, " ").trim() });
    }
  }
  return stages;
}

/** The values an exec-form instruction (CMD ["node", …]) holds; HEALTHCHECK's after its own CMD. */
export function execForm(instruction: Instruction): string[] {
  const json = instruction.keyword === "HEALTHCHECK" ? instruction.args.replace(/^.*?\bCMD\s+/, "") : instruction.args;
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) throw new Error(`not an exec form: ${instruction.args}`);
  return value;
}

/** ENV instructions of a stage as one record (`ENV A=1 B=2` form). */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== "ENV") continue;
    for (const pair of args.split(" ")) {
      const [name = "", ...rest] = pair.split("=");
      env[name] = rest.join("=");
    }
  }
  return env;
}

export function only(stage: Stage, keyword: string): Instruction {
  const found = stage.instructions.filter((i) => i.keyword === keyword);
  if (found.length !== 1) throw new Error(`expected one ${keyword} in the stage FROM ${stage.image}, found ${found.length}`);
  return found[0] as Instruction;
}
