import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The stored profile, the read-only email and the picture to show (uploaded, provider's or initials). */
export async function getProfile() {
  return unwrap(await api.profile.$get());
}

export type ProfileView = Awaited<ReturnType<typeof getProfile>>;

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ["profile"], queryFn: getProfile });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
