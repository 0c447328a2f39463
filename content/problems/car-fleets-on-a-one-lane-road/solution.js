function carFleet(target, position, speed) {
  const cars = position.map((start, i) => [start, (target - start) / speed[i]]);
  cars.sort((a, b) => b[0] - a[0]); // closest to the target first
  let fleets = 0;
  let slowestAhead = 0; // arrival time of the fleet directly ahead
  for (const [, arrival] of cars) {
    if (arrival > slowestAhead) {
      fleets++; // cannot catch the fleet ahead before the target: it leads a new fleet
      slowestAhead = arrival;
    }
  }
  return fleets;
}
