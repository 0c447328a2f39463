const twoSum = (numbers: number[], target: number): number[] => {
    let l = 0;
    let r = numbers.length - 1;
    while (l < r) {
        const s = numbers[l] + numbers[r];
        if (s === target) return [l + 1, r + 1]; // 1-indexed
        if (s < target) l++;
        else r--;
    }
    return [];
};
