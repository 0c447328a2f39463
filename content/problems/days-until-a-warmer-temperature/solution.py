def daily_temperatures(temperatures):
    answer = [0] * len(temperatures)
    waiting = []  # days still waiting for a warmer one; their temperatures never increase from bottom to top
    for day, temperature in enumerate(temperatures):
        while waiting and temperatures[waiting[-1]] < temperature:
            colder = waiting.pop()
            answer[colder] = day - colder
        waiting.append(day)
    return answer
