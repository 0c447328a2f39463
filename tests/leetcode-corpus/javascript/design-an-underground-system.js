class UndergroundSystem {
    constructor() {
        this.active = new Map();   // id -> [station, time]
        this.totals = new Map();   // "from->to" -> [sum, count]
    }

    checkIn(id, stationName, t) {
        this.active.set(id, [stationName, t]);
    }

    checkOut(id, stationName, t) {
        const [from, start] = this.active.get(id);
        this.active.delete(id);
        const key = from + "->" + stationName;
        const entry = this.totals.get(key) || [0, 0];
        entry[0] += t - start;
        entry[1] += 1;
        this.totals.set(key, entry);
    }

    getAverageTime(startStation, endStation) {
        const [sum, count] = this.totals.get(startStation + "->" + endStation);
        return sum / count;
    }
}

/** 
 * Your UndergroundSystem object will be instantiated and called as such:
 * var obj = new UndergroundSystem()
 * obj.checkIn(id,stationName,t)
 * obj.checkOut(id,stationName,t)
 * var param_3 = obj.getAverageTime(startStation,endStation)
 */
