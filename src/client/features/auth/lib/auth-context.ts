import { createContext } from "react";
import type { AuthStore } from "./auth-store";
import type { LazyAuthStore } from "./lazy-auth-store";

/** The auth operations: the same functions for the app's whole life. */
export type AuthActions = Pick<AuthStore, "login" | "verifyTwoFactor" | "register" | "logout" | "clearError">;

/** The app's auth store (AuthProvider); components read it through the hooks of ../hooks/use-auth.ts. */
export const AuthContext = createContext<LazyAuthStore | null>(null);
