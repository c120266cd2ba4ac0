import { z } from 'zod';

/**
 * A body its route checks itself, with the spec's field messages and in its own order (who may
 * write before what is written). The contract documents the shape (OpenAPI, the client's types)
 * but never refuses the body at the edge: what does not fit reaches the route as it was sent.
 */
export const checkedByRoute = <Shape extends z.ZodRawShape>(shape: Shape) => {
  const documented = z.object(shape).nullish();
  // The JSON Schema generator calls the catch value without a context, hence `?.`.
  return documented.catch((context) => context?.input as z.output<typeof documented>);
};

/** An id in the path. */
export const pathId = z.string().min(1).max(100);
export const eventIdParams = z.object({ eventId: pathId });
export const idParams = z.object({ id: pathId });
/** What a delete answers. */
export const deletedId = z.object({ id: z.string() });
