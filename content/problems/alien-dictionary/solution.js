function alienOrder(words) {
  const after = new Map(); // letter -> set of letters that must come later
  const inDegree = new Map();
  for (const word of words) {
    for (const letter of word) {
      if (!after.has(letter)) {
        after.set(letter, new Set());
        inDegree.set(letter, 0);
      }
    }
  }
  for (let i = 0; i + 1 < words.length; i++) {
    const first = words[i];
    const second = words[i + 1];
    const length = Math.min(first.length, second.length);
    let j = 0;
    while (j < length && first[j] === second[j]) j++;
    if (j === length) {
      if (first.length > second.length) return ""; // a word before its own prefix
      continue;
    }
    if (!after.get(first[j]).has(second[j])) {
      after.get(first[j]).add(second[j]);
      inDegree.set(second[j], inDegree.get(second[j]) + 1);
    }
  }
  // Kahn's algorithm: take the letters in the order their last earlier letter is placed.
  const order = [...inDegree.keys()].filter((letter) => inDegree.get(letter) === 0);
  for (let head = 0; head < order.length; head++) {
    for (const next of after.get(order[head])) {
      inDegree.set(next, inDegree.get(next) - 1);
      if (inDegree.get(next) === 0) order.push(next);
    }
  }
  return order.length === after.size ? order.join("") : "";
}
