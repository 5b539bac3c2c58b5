import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, string[]>;

/** An expected failure with the status and body the client receives. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  get body(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const INVALID_DATA = "The given data was invalid.";

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Unauthenticated.") => new HttpError(401, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const unsupportedMediaType = () => new HttpError(415, "Unsupported content type");
export const unprocessable = (errors: FieldErrors, message = INVALID_DATA) =>
  new HttpError(422, message, errors);
export const fieldError = (field: string, message: string, top = INVALID_DATA) =>
  unprocessable({ [field]: [message] }, top);
