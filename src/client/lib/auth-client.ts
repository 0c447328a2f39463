import { createAuthClient } from "better-auth/react";

/** Better Auth's client; sessions live in httpOnly cookies, so no token is ever stored here. */
export const authClient = createAuthClient({ basePath: "/api/auth" });
