const subsets = (nums) => {
    const res = [[]];
    for (const num of nums) {
        const size = res.length;
        for (let i = 0; i < size; i++) res.push([...res[i], num]);
    }
    return res;
};
