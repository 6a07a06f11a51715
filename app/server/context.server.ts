import { createContext } from "react-router";
import type { Database } from "./db/client.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import type { MediaStorage } from "./media/storage.server";
import type { ProxyWatch } from "./proxy-watch.server";
import type { SignInCounts } from "./observability/sign-in-counts.server";
import type { HealthKey } from "./health-data/seal.server";
import type { HealthDocuments } from "./health-data/documents.server";

/** What every loader and action may use, set per request by the Express adapter. */
export interface AppServices {
  database: Database;
  env: Env;
  log: Logger;
  /** Uploaded images (encoded renditions only): local disk under MEDIA_DIR for now. */
  media: MediaStorage;
  /** Salt for hashing visitor IP addresses (shared by all instances). */
  ipSalt: string;
  /** Seals patients' details (health-data/seal.server.ts): HEALTH_DATA_KEY or the data folder's key. */
  healthKey: HealthKey;
  /** Patients' documents, encrypted at rest in their own folder or prefix (docs/decisions/095). */
  healthDocuments: HealthDocuments;
  startedAt: Date;
  /** Page views counted in this process and not yet written (null when counting is off). */
  pageViews?: { flush(): Promise<void> } | null;
  /** How requests arrive through the reverse proxy, for the dashboard (docs/decisions/066). */
  proxyWatch?: ProxyWatch;
  /**
   * The last good backup, where backups are set up on this installation (the health check turns
   * degraded when it is too old); absent or null where they are not.
   */
  lastGoodBackup?: (() => Promise<{ at: Date } | null>) | null;
  /** Sign-in attempts by step and result, for /metrics (absent in tests that do not read them). */
  signIns?: SignInCounts;
  /** This process's backup job (null when another worker or nobody runs it): wake() takes a queued backup now. */
  backups?: { wake(): void } | null;
}

export interface RequestInfo {
  clientIp: string;
  nonce: string;
  /** This request's id (X-Request-Id), in its log lines; absent for the page cache's own renders. */
  requestId?: string;
}

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>({ clientIp: "unknown", nonce: "" });
