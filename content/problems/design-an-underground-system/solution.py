class UndergroundSystem:
    def __init__(self):
        self.open_journeys = {}  # rider id -> (station, time)
        self.journey_totals = {}  # (start, end) -> [total time, journeys]

    def check_in(self, id, station_name, t):
        self.open_journeys[id] = (station_name, t)

    def check_out(self, id, station_name, t):
        start_station, start_time = self.open_journeys.pop(id)
        totals = self.journey_totals.setdefault((start_station, station_name), [0, 0])
        totals[0] += t - start_time
        totals[1] += 1

    def get_average_time(self, start_station, end_station):
        total_time, journeys = self.journey_totals[(start_station, end_station)]
        return total_time / journeys
