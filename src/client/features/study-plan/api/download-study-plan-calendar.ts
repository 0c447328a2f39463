import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { saveAttachment } from "@/client/lib/save-attachment";

/** Saves the plan's sessions still to do as an .ics file for a calendar app. */
export async function downloadStudyPlanCalendar() {
  const response = await api["study-plan"]["calendar.ics"].$get();
  if (!response.ok) await unwrap(response);
  return saveAttachment(response, "preppilot-study-plan.ics");
}

export function useDownloadStudyPlanCalendar() {
  return useMutation({ mutationFn: downloadStudyPlanCalendar });
}
