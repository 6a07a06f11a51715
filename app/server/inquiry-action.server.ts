import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requestContext, servicesContext } from "./context.server";
import { type InquiryForm, submitInquiry } from "./inquiries.server";
import { inquiryResponse } from "./inquiry-response.server";

/** A route action that runs `form` through the inquiry pipeline. */
export async function handleInquiryAction<S extends z.ZodType>(
  form: InquiryForm<S>,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const formData = await request.formData();
  const outcome = await submitInquiry(form, formData, context.get(servicesContext), context.get(requestContext));
  return inquiryResponse(outcome, formData);
}
