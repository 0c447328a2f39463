from collections import defaultdict


class UndergroundSystem:
    def __init__(self):
        self.inside = {}  # id -> (station, t)
        self.totals = defaultdict(lambda: [0, 0])  # (start, end) -> [sum, count]

    def checkIn(self, id: int, stationName: str, t: int) -> None:
        self.inside[id] = (stationName, t)

    def checkOut(self, id: int, stationName: str, t: int) -> None:
        start, t0 = self.inside.pop(id)
        rec = self.totals[(start, stationName)]
        rec[0] += t - t0
        rec[1] += 1

    def getAverageTime(self, startStation: str, endStation: str) -> float:
        total, count = self.totals[(startStation, endStation)]
        return total / count
