function dailyTemperatures(temperatures) {
  const answer = new Array(temperatures.length).fill(0);
  const waiting = []; // days still waiting for a warmer one; their temperatures never increase from bottom to top
  for (let day = 0; day < temperatures.length; day++) {
    while (waiting.length > 0 && temperatures[waiting[waiting.length - 1]] < temperatures[day]) {
      const colder = waiting.pop();
      answer[colder] = day - colder;
    }
    waiting.push(day);
  }
  return answer;
}
