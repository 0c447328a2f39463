import { beforeAll, describe, expect, it } from "vitest";
import { expectAccepted, TIMEOUT } from "./go-test-support";
import { warmPlainGoCache } from "./warm-cache";

// Each judgement compiles a Go program (about 1–2 s with a warm build cache): plain values, design classes and codecs,
// each in LeetCode's Go form, through the real judge.
beforeAll(warmPlainGoCache, 300_000);

describe("the Go harness judges plain values", { timeout: TIMEOUT }, () => {
  it("a function of int[] and int, unordered, with what it printed per test", async () => {
    const report = await expectAccepted(
      "two-sum",
      `func twoSum(nums []int, target int) []int {
    seen := map[int]int{}
    for i, n := range nums {
        if j, ok := seen[target-n]; ok {
            fmt.Println("pair at", i)
            return []int{i, j}
        }
        seen[n] = i
    }
    return nil
}`,
    );
    expect(report.tests[0]?.output).toBe("pair at 1\n");
    expect(report.tests[0]?.timeMs).toBeGreaterThanOrEqual(0);
  });
  it("a void function that changes a char grid in place, under its alias", async () => {
    await expectAccepted(
      "capture-surrounded-regions",
      `func solve(board [][]byte) {
    m, n := len(board), len(board[0])
    var mark func(i, j int)
    mark = func(i, j int) {
        if i < 0 || j < 0 || i >= m || j >= n || board[i][j] != 'O' { return }
        board[i][j] = '#'
        mark(i+1, j); mark(i-1, j); mark(i, j+1); mark(i, j-1)
    }
    for i := 0; i < m; i++ { mark(i, 0); mark(i, n-1) }
    for j := 0; j < n; j++ { mark(0, j); mark(m-1, j) }
    for i := range board {
        for j := range board[i] {
            if board[i][j] == 'O' { board[i][j] = 'X' } else if board[i][j] == '#' { board[i][j] = 'O' }
        }
    }
}`,
    );
  });
  it("string[][] compared unordered-deep, with sort and strings used without imports", async () => {
    await expectAccepted(
      "group-anagrams",
      `func groupAnagrams(strs []string) [][]string {
    groups := map[string][]string{}
    for _, s := range strs {
        letters := strings.Split(s, "")
        sort.Strings(letters)
        key := strings.Join(letters, "")
        groups[key] = append(groups[key], s)
    }
    res := [][]string{}
    for _, g := range groups { res = append(res, g) }
    return res
}`,
    );
  });
});

describe("the Go harness judges design classes", { timeout: TIMEOUT }, () => {
  it("a design class (LRU cache) with container/list", async () => {
    await expectAccepted(
      "lru-cache",
      `type entry struct{ key, value int }

type LRUCache struct {
    capacity int
    order    *list.List
    items    map[int]*list.Element
}

func Constructor(capacity int) LRUCache {
    return LRUCache{capacity: capacity, order: list.New(), items: map[int]*list.Element{}}
}

func (this *LRUCache) Get(key int) int {
    if e, ok := this.items[key]; ok {
        this.order.MoveToFront(e)
        return e.Value.(*entry).value
    }
    return -1
}

func (this *LRUCache) Put(key int, value int) {
    if e, ok := this.items[key]; ok {
        e.Value.(*entry).value = value
        this.order.MoveToFront(e)
        return
    }
    this.items[key] = this.order.PushFront(&entry{key, value})
    if this.order.Len() > this.capacity {
        last := this.order.Back()
        this.order.Remove(last)
        delete(this.items, last.Value.(*entry).key)
    }
}`,
    );
  });
  it("a design class of several methods returning float64, compared as floats", async () => {
    await expectAccepted(
      "find-median-from-data-stream",
      `type MedianFinder struct{ nums []int }

func Constructor() MedianFinder { return MedianFinder{} }

func (this *MedianFinder) AddNum(num int) {
    i := sort.SearchInts(this.nums, num)
    this.nums = append(this.nums, 0)
    copy(this.nums[i+1:], this.nums[i:])
    this.nums[i] = num
}

func (this *MedianFinder) FindMedian() float64 {
    n := len(this.nums)
    if n%2 == 1 { return float64(this.nums[n/2]) }
    return float64(this.nums[n/2-1]+this.nums[n/2]) / 2
}`,
    );
  });
});

describe("the Go harness judges codecs and whole files as pasted", { timeout: TIMEOUT }, () => {
  it("a codec as a plain type with Encode / Decode, in a file with its own package clause and imports", async () => {
    await expectAccepted(
      "encode-and-decode-a-list-of-strings",
      `package main

import (
    "strconv"
    "strings"
)

type Codec struct{}

func (codec *Codec) Encode(strs []string) string {
    var b strings.Builder
    for _, s := range strs { b.WriteString(strconv.Itoa(len(s)) + "#" + s) }
    return b.String()
}

func (codec *Codec) Decode(s string) []string {
    res := []string{}
    for i := 0; i < len(s); {
        j := strings.IndexByte(s[i:], '#') + i
        n, _ := strconv.Atoi(s[i:j])
        res = append(res, s[j+1:j+1+n])
        i = j + 1 + n
    }
    return res
}`,
    );
  });
  it("LeetCode's Go types where they differ from the signature's ([]byte tasks), with an import and no package clause", async () => {
    await expectAccepted(
      "task-scheduler-with-a-cooldown",
      `import "sort"

func leastInterval(tasks []byte, n int) int {
    counts := make([]int, 26)
    for _, t := range tasks { counts[t-'A']++ }
    sort.Sort(sort.Reverse(sort.IntSlice(counts)))
    tied := 0
    for _, c := range counts { if c == counts[0] { tied++ } }
    return max(len(tasks), (counts[0]-1)*(n+1)+tied)
}`,
    );
  });

  it("a solution copied from a repository, with its own package name and main", async () => {
    await expectAccepted(
      "climbing-stairs",
      `package leetcode

import "fmt"

func climbStairs(n int) int {
    a, b := 1, 1
    for i := 2; i <= n; i++ { a, b = b, a+b }
    return b
}

func main() {
    fmt.Println(climbStairs(5))
}`,
    );
  });
});
