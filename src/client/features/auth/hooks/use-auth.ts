import { use } from "react";
import { AuthContext } from "../lib/auth-context";

/** The signed-in user and session, the auth operations, and the last operation's error. */
export function useAuth() {
  const value = use(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
