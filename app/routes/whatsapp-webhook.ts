// /webhooks/whatsapp — the WhatsApp Business Platform's webhook (issue 47 item 5): its
// subscription check (GET) and signed deliveries of statuses and replies (POST).
import { handleWebhookPost, verifySubscription } from "~/server/whatsapp/webhook.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/whatsapp-webhook";

export function loader({ request, context }: Route.LoaderArgs) {
  return verifySubscription(context.get(servicesContext), new URL(request.url));
}

export function action({ request, context }: Route.ActionArgs) {
  // The provider's clock, not the content clock: this is about messages really sent.
  return handleWebhookPost(context.get(servicesContext), request, new Date());
}
