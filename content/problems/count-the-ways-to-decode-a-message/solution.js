function numDecodings(s) {
  // waysBefore2, waysBefore1: decodings of the prefixes ending two and one places back.
  let waysBefore2 = 1;
  let waysBefore1 = 1;
  for (let i = 0; i < s.length; i++) {
    let ways = s[i] !== "0" ? waysBefore1 : 0;
    if (i > 0 && (s[i - 1] === "1" || (s[i - 1] === "2" && s[i] <= "6"))) ways += waysBefore2;
    waysBefore2 = waysBefore1;
    waysBefore1 = ways;
  }
  return waysBefore1;
}
