class Codec {
  // Each string is written as its length, a "#", then its characters: ["ab", ""] -> "2#ab0#".
  encode(strs) {
    return strs.map((str) => `${str.length}#${str}`).join("");
  }

  decode(s) {
    const strs = [];
    let position = 0;
    while (position < s.length) {
      const hash = s.indexOf("#", position);
      const length = Number(s.slice(position, hash));
      strs.push(s.slice(hash + 1, hash + 1 + length));
      position = hash + 1 + length;
    }
    return strs;
  }
}
