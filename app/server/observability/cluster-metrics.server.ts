// A worker's side of /metrics across node:cluster's workers (cluster-primary.server.ts): it
// answers the primary's collections with its own metrics, and when it is the one asked, it
// has the primary gather every worker's and adds them up (prom-client's AggregatorRegistry).
import { randomUUID } from "node:crypto";
import cluster from "node:cluster";
import client from "prom-client";
import { METRICS } from "../cluster-primary.server";

type Reply = { type: string; id: string; parts?: object[]; missing?: number[] };

export interface MetricsText {
  contentType: string;
  text(): Promise<string>;
  stop(): void;
}

export function metricsText(registry: client.Registry): MetricsText {
  if (!cluster.isWorker || !process.send) {
    return { contentType: registry.contentType, text: () => registry.metrics(), stop() {} };
  }
  const pending = new Map<string, (reply: Reply) => void>();
  const onMessage = (message: unknown) => {
    const m = message as Reply | null;
    if (m?.type === METRICS.collect) {
      void registry.getMetricsAsJSON().then((part) => process.send?.({ type: METRICS.part, id: m.id, part }));
    } else if (m?.type === METRICS.reply) {
      pending.get(m.id)?.(m);
      pending.delete(m.id);
    }
  };
  process.on("message", onMessage);
  return {
    contentType: registry.contentType,
    async text() {
      const id = randomUUID();
      const reply = await new Promise<Reply>((resolve) => {
        pending.set(id, resolve);
        process.send?.({ type: METRICS.request, id });
      });
      const merged = client.AggregatorRegistry.aggregate(reply.parts ?? []);
      const missing = reply.missing?.length ? `# workers that did not answer in time: ${reply.missing.join(", ")}\n` : "";
      return missing + (await merged.metrics());
    },
    stop() {
      process.off("message", onMessage);
      pending.clear();
    },
  };
}
