import type { RouterContextProvider } from "react-router";
import type { InquiryActionData } from "~/lib/inquiry-fields";
import { action } from "~/routes/inquiry-api";
import { routeArgs } from "./services";

export const ORIGIN = "http://localhost";

/** What the endpoint answered: the response (status, headers) and its JSON. */
export interface ApiAnswer {
  response: Response;
  data: InquiryActionData & { error?: string };
}

/**
 * Posts `fields` to `/api/inquiries/:form` as the forms' island does (fetch of the form's
 * FormData, so Origin is set), calling the route's action directly.
 */
export async function postInquiryApi(
  form: string,
  fields: Record<string, string>,
  context: RouterContextProvider,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit | null; query?: string } = {},
): Promise<ApiAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`${ORIGIN}/api/inquiries/${form}${init.query ?? ""}`, {
    method: init.method ?? "POST",
    headers: init.headers ?? { Origin: ORIGIN, Accept: "application/json" },
    body: init.body !== undefined ? init.body : body,
  });
  const response = await action(routeArgs(request, context, "/api/inquiries/:form", { form }) as Parameters<typeof action>[0]);
  return { response, data: (await response.clone().json()) as ApiAnswer["data"] };
}
