package com.leetcode.easy;

import java.util.HashMap;

/**
 * 1. Two Sum
 */
public class TwoSum {
    public int[] twoSum(int[] nums, int target) {
        HashMap<Integer, Integer> map = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            if (map.containsKey(nums[i])) return new int[] {map.get(nums[i]), i};
            map.put(target - nums[i], i);
        }
        return new int[] {-1, -1};
    }

    public static void main(String[] args) {
        int[] r = new TwoSum().twoSum(new int[] {2, 7, 11, 15}, 9);
        System.out.println(r[0] + "," + r[1]);
    }
}
