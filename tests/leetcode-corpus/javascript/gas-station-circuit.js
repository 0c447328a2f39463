/**
 * @param {number[]} gas
 * @param {number[]} cost
 * @return {number}
 */
let canCompleteCircuit = function(gas, cost) {
    let total = 0, tank = 0, start = 0;
    for (let i = 0; i < gas.length; i++) {
        const diff = gas[i] - cost[i];
        total += diff;
        tank += diff;
        if (tank < 0) {       // cannot reach i + 1 from start: try starting after i
            start = i + 1;
            tank = 0;
        }
    }
    return total < 0 ? -1 : start;
};
