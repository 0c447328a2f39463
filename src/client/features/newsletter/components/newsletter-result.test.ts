import { expect, test } from "vitest";
import { ApiError } from "@/client/lib/api-client";
import { describeSubscribeFailure, SUBSCRIBED_RESULT } from "./newsletter-result";

test("success is the product's green welcome", () => {
  expect(SUBSCRIBED_RESULT).toEqual({ tone: "success", text: "Successfully subscribed! Welcome to the community." });
});

test("a duplicate is the yellow already-subscribed notice", () => {
  const duplicate = new ApiError(409, "DUPLICATE", "You're already subscribed to our newsletter!");
  expect(describeSubscribeFailure(duplicate)).toEqual({
    tone: "warning",
    text: "You're already subscribed to our newsletter!",
  });
});

test("a rate limit shows the server's own message in red", () => {
  const limited = new ApiError(429, "RATE_LIMITED", "Too many requests. Please wait a minute and try again.");
  expect(describeSubscribeFailure(limited)).toEqual({
    tone: "error",
    text: "Too many requests. Please wait a minute and try again.",
  });
});

test("any other failure, from the server or the network, is the generic red message", () => {
  const failures = [
    new ApiError(500, "INTERNAL", "Something went wrong on our side. Please try again."),
    new ApiError(400, "VALIDATION_FAILED", "Please enter a valid email address"),
    new TypeError("Failed to fetch"),
  ];
  for (const failure of failures) {
    expect(describeSubscribeFailure(failure)).toEqual({
      tone: "error",
      text: "Failed to subscribe. Please try again.",
    });
  }
});
