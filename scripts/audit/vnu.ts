// The Nu Html Checker over the HTML the server sent, all pages in one JVM (a JVM start costs
// seconds; one per page would dominate the run). Uses the system Java (17 here).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

export interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Validates the files; returns the messages per file. Throws when Java or the checker fails to run. */
export async function validateFiles(files: string[]): Promise<Map<string, VnuMessage[]>> {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const java = process.env.JAVA ?? "java";
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(java, ["-Xss1024k", "-jar", jar, "--format", "json", "--exit-zero-always", ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr.on("data", (c: Buffer) => stderr.push(c));
    child.once("error", (e) => reject(new Error(`cannot run ${java} (install Java 17+): ${e.message}`)));
    child.once("exit", resolve);
  });
  const text = Buffer.concat(stderr).toString();
  if (code !== 0) throw new Error(`vnu exited with ${code}: ${text.slice(0, 2000)}`);
  const parsed = JSON.parse(text) as { messages: Array<VnuMessage & { url: string }> };
  const byFile = new Map<string, VnuMessage[]>(files.map((f) => [f, []]));
  for (const { url, ...m } of parsed.messages) {
    const file = decodeURIComponent(new URL(url).pathname);
    const list = byFile.get(file);
    if (!list) throw new Error(`vnu reported on an unknown file ${url}`);
    list.push(m);
  }
  return byFile;
}
