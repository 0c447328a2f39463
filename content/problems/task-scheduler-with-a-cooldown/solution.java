class Solution {
    public int leastInterval(char[] tasks, int n) {
        int[] counts = new int[26];
        for (char task : tasks) counts[task - 'A']++;
        int most = 0, tied = 0;
        for (int count : counts) {
            if (count > most) {
                most = count;
                tied = 1;
            } else if (count == most) {
                tied++;
            }
        }
        return Math.max(tasks.length, (most - 1) * (n + 1) + tied);
    }
}
