import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, test } from "vitest";
import { userProfiles } from "@/server/db/schema/account";
import { userAvatars } from "@/server/db/schema/avatars";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const now = new Date("2025-03-10T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now });
const { user, cookie } = await signUpUser(app, { name: "Ada Lovelace" });

/** A picture full of noise, so it compresses badly and is well above the 64 KB JSON limit. */
function noisyImage(width: number, height: number) {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

function upload(bytes: Uint8Array, { name = "me.png", type = "image/png", field = "file" } = {}) {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return app.request("/api/profile/avatar", { method: "POST", headers: { cookie, origin: TEST_APP_URL }, body: form });
}

async function expectRefused(response: Response, message: string, status = 400) {
  expect(response.status).toBe(status);
  expect((await response.json()).error.message).toBe(message);
}

test("a PNG, a JPEG and a WebP are each stored as a 256×256 WebP and served from our origin", async () => {
  const images = [
    await noisyImage(600, 400).png().toBuffer(),
    await noisyImage(300, 500).jpeg().toBuffer(),
    await noisyImage(400, 400).webp().toBuffer(),
  ];
  expect(images[0]?.length).toBeGreaterThan(64 * 1024);
  for (const image of images) {
    const response = await upload(image, { name: "picture.bin", type: "application/octet-stream" });
    expect(response.status).toBe(201);
    const { avatarUrl } = await response.json();
    expect(avatarUrl).toBe(`/api/avatars/${user.id}?v=${now.getTime()}`);

    const served = await app.request(avatarUrl, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
  }
  const profile = await (await app.request("/api/profile", { headers: { cookie } })).json();
  expect(profile.avatarUrl).toBe(`/api/avatars/${user.id}?v=${now.getTime()}`);
});

test("files that are not PNG, JPEG or WebP are refused by content, whatever their name and type say", async () => {
  await expectRefused(
    await upload(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    "The picture must be a PNG, JPEG or WebP image.",
  );
  await expectRefused(
    await upload(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
        .gif()
        .toBuffer(),
      {
        name: "me.jpg",
        type: "image/jpeg",
      },
    ),
    "The picture must be a PNG, JPEG or WebP image.",
  );
  const truncated = (await noisyImage(64, 64).png().toBuffer()).subarray(0, 60);
  await expectRefused(
    await upload(truncated),
    "The picture could not be read. Upload a PNG, JPEG or WebP image of at most 40 megapixels.",
  );
  await expectRefused(await upload(new Uint8Array()), "The picture is empty.");
  await expectRefused(
    await upload(new Uint8Array([1]), { field: "picture" }),
    'Choose a picture to upload (multipart form field "file").',
  );
});

test("a file over 2 MB is refused; a body over 2.5 MB is cut off with 413", async () => {
  const png = await noisyImage(8, 8).png().toBuffer();
  const justOver = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length)]);
  await expectRefused(await upload(justOver), "The picture must be 2 MB or smaller.");
  await expectRefused(await upload(Buffer.alloc(3 * 1024 * 1024)), "The picture must be 2 MB or smaller.", 413);
  // Other routes keep the 64 KB limit.
  const big = await app.request("/api/profile", {
    method: "PUT",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify({ fullName: "", phone: "", location: "", bio: "x".repeat(100 * 1024) }),
  });
  expect(big.status).toBe(413);
});

test("deleting the picture falls back to the initials; another user's picture is never served", async () => {
  expect((await upload(await noisyImage(50, 50).png().toBuffer())).status).toBe(201);
  const other = await signUpUser(app);
  expect((await app.request(`/api/avatars/${user.id}`, { headers: { cookie: other.cookie } })).status).toBe(404);

  const removed = await app.request("/api/profile/avatar", {
    method: "DELETE",
    headers: { cookie, origin: TEST_APP_URL },
  });
  expect(removed.status).toBe(204);
  expect(await db.$count(userAvatars, eq(userAvatars.userId, user.id))).toBe(0);
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
  expect(profile?.avatarUrl).toBeNull();
  expect((await app.request(`/api/avatars/${user.id}`, { headers: { cookie } })).status).toBe(404);
  const view = await (await app.request("/api/profile", { headers: { cookie } })).json();
  expect(view.avatarUrl).toBe("/api/avatars/initials?name=Ada%20Lovelace");
});

test("the initials picture is an SVG of our own with a long cache", async () => {
  const response = await app.request("/api/avatars/initials?name=Ada%20Lovelace", { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  const svg = await response.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="150" height="150"/);
  expect(svg).toContain(">AL</text>");
});
