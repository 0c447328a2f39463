import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Card, cardClasses } from "./card";

const classesOf = (className: string) => className.split(" ").sort();

test("a card is a white bordered box with the panel padding and a shadow unless told otherwise", () => {
  expect(classesOf(cardClasses())).toEqual(classesOf("rounded-xl border border-slate-200 bg-white p-5 shadow-sm"));
  expect(classesOf(cardClasses({ padding: "lg", flat: true, className: "space-y-3" }))).toEqual(
    classesOf("space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"),
  );
  expect(classesOf(cardClasses({ padding: "none", flat: true }))).toEqual(
    classesOf("rounded-xl border border-slate-200 bg-white"),
  );
});

test("Card renders the element it is asked for, with the card's classes and the attributes given", () => {
  const markup = renderToStaticMarkup(
    <Card as="section" aria-labelledby="title" padding="sm" data-testid="card">
      Body
    </Card>,
  );
  expect(markup).toBe(
    '<section class="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="title" data-testid="card">Body</section>',
  );
  expect(renderToStaticMarkup(<Card>Body</Card>)).toMatch(/^<div class="[^"]*p-5[^"]*">Body<\/div>$/);
});
