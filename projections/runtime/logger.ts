/** The subset of pino's (and console's) API the runtime logs through. */
export interface RuntimeLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export const consoleLogger: RuntimeLogger = {
  info: () => {},
  warn: (data, message) => console.warn(message, data),
  error: (data, message) => console.error(message, data),
};
