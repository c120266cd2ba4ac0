/** The subset of pino's API the workers log through (Fastify's `app.log` fits). */
export interface WorkerLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** Info goes to stdout so the outbox's links show up in development. */
export const consoleWorkerLogger: WorkerLogger = {
  info: (_data, message) => console.info(message),
  warn: (data, message) => console.warn(message, data),
  error: (data, message) => console.error(message, data),
};
