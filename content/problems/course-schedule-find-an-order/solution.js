function findOrder(numCourses, prerequisites) {
  const followers = Array.from({ length: numCourses }, () => []);
  const missing = new Array(numCourses).fill(0);
  for (const [course, before] of prerequisites) {
    followers[before].push(course);
    missing[course]++;
  }
  // Kahn's algorithm: take the courses in the order their last prerequisite is done.
  const order = [];
  for (let course = 0; course < numCourses; course++) if (missing[course] === 0) order.push(course);
  for (let head = 0; head < order.length; head++) {
    for (const next of followers[order[head]]) {
      missing[next]--;
      if (missing[next] === 0) order.push(next);
    }
  }
  return order.length === numCourses ? order : [];
}
