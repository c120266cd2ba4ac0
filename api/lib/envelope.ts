import { z } from 'zod';

/** The spec's answer shape for every call: { success, message, data }. */
export const envelope = <Data extends z.ZodType>(data: Data) => z.object({ success: z.literal(true), message: z.string(), data });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  data: z.object({ fieldErrors: z.record(z.string(), z.string()).optional() }).nullable(),
});

export const ok = <Data>(message: string, data: Data) => ({ success: true as const, message, data });

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  412: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
} as const;
