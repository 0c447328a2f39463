interface CheckIn {
    station: string;
    time: number;
}

interface TripStats {
    total: number;
    count: number;
}

class UndergroundSystem {
    private active = new Map<number, CheckIn>();
    private trips = new Map<string, TripStats>();

    constructor() {}

    checkIn(id: number, stationName: string, t: number): void {
        this.active.set(id, { station: stationName, time: t });
    }

    checkOut(id: number, stationName: string, t: number): void {
        const start = this.active.get(id)!;
        this.active.delete(id);
        const key = `${start.station}->${stationName}`;
        const stats = this.trips.get(key) ?? { total: 0, count: 0 };
        stats.total += t - start.time;
        stats.count += 1;
        this.trips.set(key, stats);
    }

    getAverageTime(startStation: string, endStation: string): number {
        const stats = this.trips.get(`${startStation}->${endStation}`) as TripStats;
        return stats.total / stats.count;
    }
}

/**
 * Your UndergroundSystem object will be instantiated and called as such:
 * var obj = new UndergroundSystem()
 * obj.checkIn(id,stationName,t)
 * obj.checkOut(id,stationName,t)
 * var param_3 = obj.getAverageTime(startStation,endStation)
 */
