import { createContext } from "react";
import type { AuthSnapshot, AuthStore } from "./auth-store";

export type AuthContextValue = AuthSnapshot &
  Pick<AuthStore, "login" | "verifyTwoFactor" | "register" | "logout" | "clearError">;

export const AuthContext = createContext<AuthContextValue | null>(null);
