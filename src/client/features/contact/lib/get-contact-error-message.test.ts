import { expect, test } from "vitest";
import { ApiError } from "@/client/lib/api-client";
import { CONTACT_FAILURE_MESSAGE, getContactErrorMessage } from "./get-contact-error-message";

test("shows the server's message for a rate limit", () => {
  const error = new ApiError(429, "RATE_LIMITED", "Too many messages. Please wait a minute and try again.");
  expect(getContactErrorMessage(error)).toBe("Too many messages. Please wait a minute and try again.");
});

test("shows the product's failure message for any other error", () => {
  expect(getContactErrorMessage(new ApiError(500, "INTERNAL", "Something went wrong on our side."))).toBe(
    CONTACT_FAILURE_MESSAGE,
  );
  expect(getContactErrorMessage(new TypeError("Failed to fetch"))).toBe(
    "Failed to send message. Please try again or contact us directly.",
  );
});
