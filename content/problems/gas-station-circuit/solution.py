def can_complete_circuit(gas, cost):
    total = tank = start = 0
    for i in range(len(gas)):
        total += gas[i] - cost[i]
        tank += gas[i] - cost[i]
        if tank < 0:
            # No station from start to i can be the start: begin again after i with an empty tank.
            start = i + 1
            tank = 0
    return start if total >= 0 else -1
