class UndergroundSystem {
  constructor() {
    this.openJourneys = new Map(); // rider id -> [station, time]
    this.journeyTotals = new Map(); // "start>end" -> [total time, journeys]
  }

  checkIn(id, stationName, t) {
    this.openJourneys.set(id, [stationName, t]);
  }

  checkOut(id, stationName, t) {
    const [startStation, startTime] = this.openJourneys.get(id);
    this.openJourneys.delete(id);
    const pair = `${startStation}>${stationName}`;
    const totals = this.journeyTotals.get(pair) ?? [0, 0];
    this.journeyTotals.set(pair, [totals[0] + t - startTime, totals[1] + 1]);
  }

  getAverageTime(startStation, endStation) {
    const [totalTime, journeys] = this.journeyTotals.get(`${startStation}>${endStation}`);
    return totalTime / journeys;
  }
}
