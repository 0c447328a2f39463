function lengthOfLongestSubstring(s: string): number {
    const lastSeen: Record<string, number> = {};
    let start = 0;
    let longest = 0;
    for (let end = 0; end < s.length; end++) {
        const ch = s[end];
        if (lastSeen[ch] !== undefined && lastSeen[ch] >= start) {
            start = lastSeen[ch] + 1;
        }
        lastSeen[ch] = end;
        longest = Math.max(longest, end - start + 1);
    }
    return longest;
};
