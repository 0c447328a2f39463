function calculate(s) {
  const stack = [];
  let total = 0;
  let sign = 1;
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (ch >= "0" && ch <= "9") {
      let value = 0;
      while (i < s.length && s[i] >= "0" && s[i] <= "9") {
        value = value * 10 + (s.charCodeAt(i) - 48);
        i++;
      }
      total += sign * value;
      continue;
    }
    if (ch === "+") {
      sign = 1;
    } else if (ch === "-") {
      sign = -1;
    } else if (ch === "(") {
      stack.push(total, sign);
      total = 0;
      sign = 1;
    } else if (ch === ")") {
      const groupSign = stack.pop();
      const before = stack.pop();
      total = before + groupSign * total;
    }
    i++;
  }
  return total;
}
