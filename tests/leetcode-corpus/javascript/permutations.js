function permute(nums) {
    const out = [];
    const swap = (i, j) => { const t = nums[i]; nums[i] = nums[j]; nums[j] = t; };

    function go(pos) {
        if (pos === nums.length) {
            out.push([...nums]);
            return;
        }
        for (let i = pos; i < nums.length; i++) {
            swap(pos, i);
            go(pos + 1);
            swap(pos, i);
        }
    }

    go(0);
    return out;
}
