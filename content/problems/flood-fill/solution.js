function floodFill(image, sr, sc, color) {
  const start = image[sr][sc];
  if (start === color) return image;
  const rows = image.length;
  const cols = image[0].length;
  const stack = [[sr, sc]];
  image[sr][sc] = color;
  while (stack.length > 0) {
    const [r, c] = stack.pop();
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && image[nr][nc] === start) {
        image[nr][nc] = color;
        stack.push([nr, nc]);
      }
    }
  }
  return image;
}
