import type { Department, JobOpening } from "./careers-content";

/** The openings of one department, or all of them for "all". */
export function filterJobOpenings(openings: JobOpening[], department: Department): JobOpening[] {
  return department === "all" ? openings : openings.filter((opening) => opening.department === department);
}
