function canFinish(numCourses, prerequisites) {
  const dependants = Array.from({ length: numCourses }, () => []);
  const unmet = new Array(numCourses).fill(0);
  for (const [course, required] of prerequisites) {
    dependants[required].push(course);
    unmet[course]++;
  }
  const ready = [];
  for (let course = 0; course < numCourses; course++) {
    if (unmet[course] === 0) ready.push(course);
  }
  let taken = 0;
  while (ready.length > 0) {
    const course = ready.pop();
    taken++;
    for (const next of dependants[course]) {
      unmet[next]--;
      if (unmet[next] === 0) ready.push(next);
    }
  }
  return taken === numCourses;
}
