import { expect, test } from "vitest";
import { getContactFormDefaults } from "./contact-form-values";

test("starts empty with the general inquiry type", () => {
  expect(getContactFormDefaults(new URLSearchParams())).toEqual({
    name: "",
    email: "",
    company: "",
    subject: "",
    message: "",
    inquiryType: "general",
  });
});

test("takes the inquiry type and subject from the query", () => {
  const params = new URLSearchParams("inquiry=partnership&subject=Speaking%20at%20a%20PrepPilot%20webinar");
  expect(getContactFormDefaults(params)).toMatchObject({
    inquiryType: "partnership",
    subject: "Speaking at a PrepPilot webinar",
  });
});

test("ignores an unknown inquiry type, and takes sales from the upgrade prompt's link", () => {
  expect(getContactFormDefaults(new URLSearchParams("inquiry=lawsuit")).inquiryType).toBe("general");
  expect(getContactFormDefaults(new URLSearchParams("inquiry=sales")).inquiryType).toBe("sales");
});
