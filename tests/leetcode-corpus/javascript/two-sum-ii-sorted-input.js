const twoSum = (numbers, target) => {
    let l = 0, r = numbers.length - 1;
    while (l < r) {
        const s = numbers[l] + numbers[r];
        if (s === target) return [l + 1, r + 1];
        s < target ? l++ : r--;
    }
    return [-1, -1];
};
