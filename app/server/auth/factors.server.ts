// A user's second factors as SQL expressions for selects from "users". Written with explicit
// table names: Drizzle leaves columns unqualified in a one-table select, where "id" inside a
// subquery on passkeys would mean the passkey's id.
import { sql } from "drizzle-orm";

export const passkeyCount = sql<number>`(select count(*) from "passkeys" p where p."user_id" = "users"."id")::int`;

export const unusedRecoveryCodes = sql<number>`(select count(*) from "recovery_codes" r where r."user_id" = "users"."id" and r."used_at" is null)::int`;

/** An authenticator app is on, or at least one passkey is registered. */
export const hasSecondFactor = sql<boolean>`("users"."totp_enabled_at" is not null or exists (select 1 from "passkeys" p where p."user_id" = "users"."id"))`;
