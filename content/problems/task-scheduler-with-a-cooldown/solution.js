function leastInterval(tasks, n) {
  const counts = new Map();
  for (const task of tasks) counts.set(task, (counts.get(task) ?? 0) + 1);
  let highest = 0;
  for (const count of counts.values()) highest = Math.max(highest, count);
  let tied = 0;
  for (const count of counts.values()) if (count === highest) tied++;
  // The most frequent tasks form highest - 1 full frames of n + 1 slots, plus a last row of the tied tasks.
  return Math.max(tasks.length, (highest - 1) * (n + 1) + tied);
}
