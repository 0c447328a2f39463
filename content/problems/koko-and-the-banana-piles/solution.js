function minEatingSpeed(piles, h) {
  const hoursAt = (speed) => piles.reduce((hours, pile) => hours + Math.ceil(pile / speed), 0);
  let low = 1;
  let high = Math.max(...piles); // this speed always finishes: one hour per pile
  while (low < high) {
    const mid = low + Math.floor((high - low) / 2);
    if (hoursAt(mid) <= h) high = mid;
    else low = mid + 1;
  }
  return low;
}
